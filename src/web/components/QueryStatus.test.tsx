import { withEnglish } from "@test/web/i18n";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { QueryStatus } from "./QueryStatus";

const idle = { isPending: false, isError: false, isFetching: false, data: undefined, refetch: () => undefined };

describe("QueryStatus", () => {
  it("shows the spinner with its label while the first load runs", () => {
    render(withEnglish(<QueryStatus query={{ ...idle, isPending: true }} loading="Loading posts" failed="Failed." />));
    expect(screen.getByRole("status")).toHaveTextContent("Loading posts");
  });

  it("shows the failure with Retry when nothing was loaded", () => {
    const refetch = vi.fn();
    render(
      withEnglish(
        <QueryStatus
          query={{ ...idle, isError: true, refetch }}
          loading="Loading"
          failed="Posts could not be loaded."
        />,
      ),
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Posts could not be loaded.");
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it("keeps quiet when a refetch fails over what is shown", () => {
    const { container } = render(
      withEnglish(
        <QueryStatus query={{ ...idle, isError: true, data: { posts: [] } }} loading="Loading" failed="Failed." />,
      ),
    );
    expect(container).toBeEmptyDOMElement();
  });
});
