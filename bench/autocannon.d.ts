/** The slice of autocannon's API the benchmark uses; the package ships no type definitions. */
declare module "autocannon" {
  type Histogram = { average: number; p50: number; p99: number; max: number };

  type Result = {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
    /** How long it ran, in seconds. */
    duration: number;
  };

  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    method?: "GET" | "POST" | "PUT" | "DELETE";
    body?: string;
  };

  function autocannon(options: Options): Promise<Result>;
  namespace autocannon {
    export type { Options, Result };
  }
  export default autocannon;
}
