// @coach/shared: everything the server and the web app must agree on.
export * from './auth';
export * from './bmi';
export * from './constants';
export * from './errors';
export * from './pagination';
export * from './recipe';
export * from './site';
export * from './slug';
export * from './video-id';
