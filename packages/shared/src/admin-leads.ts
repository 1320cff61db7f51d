// Admin views of leads: list queries, status updates and CSV export rules.
export {};
