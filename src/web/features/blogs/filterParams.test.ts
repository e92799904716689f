import { describe, expect, it } from "vitest";
import { filtersFromParams, paramsFromFilters } from "./filterParams";

describe("filter params", () => {
  it("round-trip through the URL", () => {
    const params = paramsFromFilters({ search: "  slow trains ", category: "Travel" });
    expect(params.toString()).toBe("search=slow+trains&category=Travel");
    expect(filtersFromParams(params)).toEqual({ search: "slow trains", category: "Travel" });
  });

  it("leave the URL clean when nothing is filtered", () => {
    expect(paramsFromFilters({ search: " ", category: "" }).toString()).toBe("");
    expect(filtersFromParams(new URLSearchParams())).toEqual({});
  });
});
