import { withEnglish } from "@test/web/i18n";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { LoadError } from "./LoadError";

describe("LoadError", () => {
  it("announces the failure and asks again on Retry", () => {
    const onRetry = vi.fn();
    render(withEnglish(<LoadError message="Recent blogs could not be loaded." onRetry={onRetry} />));
    expect(screen.getByRole("alert")).toHaveTextContent("Recent blogs could not be loaded.");
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("cannot be pressed again while the new request runs", () => {
    render(withEnglish(<LoadError message="Failed." onRetry={() => {}} retrying />));
    expect(screen.getByRole("button", { name: "Retry" })).toBeDisabled();
  });
});
