// The S3-compatible server the off-site tests run (@20minutes/s3rver ships no types): what the test uses.
declare module '@20minutes/s3rver' {
  export default class S3rver {
    constructor(options: {
      address: string;
      port: number;
      silent?: boolean;
      directory: string;
      configureBuckets?: Array<{ name: string }>;
    });
    run(): Promise<unknown>;
    close(): Promise<void>;
    /** Set by run(). */
    httpServer?: import('node:http').Server;
  }
}
