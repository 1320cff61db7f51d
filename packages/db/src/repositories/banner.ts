// Campaign banners: admin CRUD, the public banner for a page, and view/click counters.
export {};
