import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { MarkdownEditor } from "./MarkdownEditor";

function Harness() {
  const [value, setValue] = useState("");
  return (
    <>
      <label htmlFor="body">Long Description</label>
      <MarkdownEditor id="body" value={value} onChange={(event) => setValue(event.target.value)} />
    </>
  );
}

describe("MarkdownEditor", () => {
  it("writes in one tab and previews the rendered Markdown in the other", async () => {
    render(<Harness />);
    const user = userEvent.setup();
    const write = screen.getByRole("tab", { name: "Write" });
    expect(write).toHaveAttribute("aria-selected", "true");
    await user.click(screen.getByLabelText("Long Description"));
    await user.paste("# Hello\n\nSome **bold** words");
    await user.click(screen.getByRole("tab", { name: "Preview" }));
    const panel = screen.getByRole("tabpanel");
    expect(panel).toHaveAttribute("aria-labelledby", screen.getByRole("tab", { name: "Preview" }).id);
    // The renderer loads on the first preview (lazy), so the heading appears a moment later.
    expect(await screen.findByRole("heading", { level: 1, name: "Hello" })).toBeInTheDocument();
    expect(screen.getByText("bold").tagName).toBe("STRONG");
  });

  it("moves between tabs with the arrow keys, Home and End", async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole("tab", { name: "Write" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Preview" })).toHaveFocus();
    expect(screen.getByRole("tab", { name: "Preview" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText("Nothing to preview yet.")).toBeInTheDocument();
    await user.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: "Write" })).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Preview" })).toHaveFocus();
  });
});
