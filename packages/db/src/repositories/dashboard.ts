// Dashboard counts and recent activity.
export {};
