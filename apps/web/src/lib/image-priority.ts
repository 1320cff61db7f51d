// How a picture loads: the first screen's main picture at once and first, every other one when it nears the screen.
export const imageLoading = (priority: boolean) =>
  ({ loading: priority ? 'eager' : 'lazy', fetchPriority: priority ? 'high' : 'auto' }) as const;
