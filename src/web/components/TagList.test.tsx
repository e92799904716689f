import { withEnglish } from "@test/web/i18n";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "@web/lib/router";
import { describe, expect, it } from "vitest";
import { TagList } from "./TagList";

describe("TagList", () => {
  it("links each tag to its page in a list labelled Tags", () => {
    render(
      withEnglish(
        <MemoryRouter>
          <TagList
            tags={[
              { name: "Web Dev", slug: "web-dev" },
              { name: "Café", slug: "café" },
            ]}
          />
        </MemoryRouter>,
      ),
    );
    const list = screen.getByRole("list", { name: "Tags" });
    const links = within(list).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["#Web Dev", "/tag/web-dev"],
      ["#Café", "/tag/caf%C3%A9"],
    ]);
  });

  it("draws nothing for a post without tags", () => {
    const { container } = render(
      withEnglish(
        <MemoryRouter>
          <TagList tags={[]} />
          <TagList tags={undefined} />
        </MemoryRouter>,
      ),
    );
    expect(container).toBeEmptyDOMElement();
  });
});
