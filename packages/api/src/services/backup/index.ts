// Backups: writing and reading backup files, and the service behind the admin portal's Backups page.
export * from './manifest';
export * from './read';
export * from './service';
export * from './write';
