// Business settings the owner edits: the details the public site shows.
export {};
