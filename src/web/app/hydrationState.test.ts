import { dehydrate, hydrate, QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { datedOnArrival } from "./hydrationState";

describe("datedOnArrival", () => {
  it("dates the server's loaded data when the reader received it, keeping the data itself", async () => {
    const server = new QueryClient();
    await server.prefetchQuery({ queryKey: ["blogs"], queryFn: () => [{ title: "Kept" }] });
    const drawnLongAgo = dehydrate(server);
    for (const query of drawnLongAgo.queries) query.state.dataUpdatedAt = 1_000;

    const arrived = datedOnArrival(drawnLongAgo, 5_000_000);

    expect(arrived.queries.map((query) => query.state.dataUpdatedAt)).toEqual([5_000_000]);
    expect(arrived.queries[0]?.state.data).toEqual([{ title: "Kept" }]);
    const browser = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    hydrate(browser, arrived);
    expect(browser.getQueryState(["blogs"])?.dataUpdatedAt).toBe(5_000_000);
  });

  it("leaves a query the server failed to load as it was, so the browser still asks for it", async () => {
    const server = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await server.prefetchQuery({
      queryKey: ["blogs"],
      queryFn: () => Promise.reject(new Error("The database is out of reach.")),
    });
    const failed = dehydrate(server, { shouldDehydrateQuery: () => true });
    expect(failed.queries.map((query) => query.state.status)).toEqual(["error"]);

    expect(datedOnArrival(failed, 5_000_000)).toEqual(failed);
  });
});
