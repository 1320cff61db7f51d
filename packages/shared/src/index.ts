// @coach/shared: everything the server and the web app must agree on.
export * from './admin-leads';
export * from './auth';
export * from './banner';
export * from './bmi';
export * from './constants';
export * from './consultation';
export * from './contact';
export * from './errors';
export * from './lead-rules';
export * from './pagination';
export * from './recipe';
export * from './settings';
export * from './site';
export * from './site-behaviour';
export * from './slug';
export * from './transformation';
export * from './video-id';
