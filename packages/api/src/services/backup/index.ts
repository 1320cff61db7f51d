// Backups: writing and reading backup files, the service behind the admin portal's Backups page, and off-site copies.

export * from './age';
export * from './manifest';
export * from './offsite';
export * from './offsite-notice';
export * from './offsite-service';
export * from './offsite-settings';
export * from './read';
export * from './s3-store';
export * from './service';
export * from './write';
