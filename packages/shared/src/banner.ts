// Campaign banners: the admin form, the stored shape, and the public popup's rules.
export {};
