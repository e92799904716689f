import { withEnglish } from "@test/web/i18n";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef, useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FormField } from "../../FormField";
import { FakeXhr } from "../images/fakeXhr";
import { RichEditor } from "../RichEditor";
import type { BodySettle, SettledBody } from "../settle";
import { IMAGE_NOT_UPLOADED } from "./useSettle";

vi.mock("@web/lib/auth", () => ({ getIdToken: async () => "h.e30.s" }));

const URL_ = "http://localhost:3000/uploads/0123abcd.webp";
const png = (name = "pic.png") => new File([new Uint8Array([137, 80, 78, 71])], name, { type: "image/png" });

function Harness({ initial, settleRef }: { initial: string; settleRef: React.RefObject<BodySettle | null> }) {
  const [value, setValue] = useState(initial);
  return (
    <FormField id="body" label="Long Description">
      {(control) => (
        <RichEditor
          {...control}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          settleRef={settleRef}
        />
      )}
    </FormField>
  );
}

/** Picks `file` with the toolbar's Image button, the caret at the end of the text. */
async function pickImage(file: File) {
  const toolbar = screen.getByRole("toolbar");
  const picker = toolbar.querySelector('input[type="file"]') as HTMLInputElement;
  vi.spyOn(picker, "click").mockImplementation(() => undefined);
  await userEvent.setup().click(within(toolbar).getByRole("button", { name: "Image" }));
  Object.defineProperty(picker, "files", { value: [file], configurable: true });
  await act(async () => {
    fireEvent.change(picker);
  });
  await screen.findByRole("progressbar", { name: new RegExp(`Uploading ${file.name}`, "u") });
  await vi.waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
  return FakeXhr.last();
}

beforeEach(() => {
  FakeXhr.reset();
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("settling the body before a save", () => {
  it("gives the last words typed, before the pause that would have handed them over", async () => {
    const settleRef = createRef<BodySettle>() as React.RefObject<BodySettle | null>;
    render(withEnglish(<Harness initial="" settleRef={settleRef} />));
    const user = userEvent.setup();
    await user.click(screen.getByRole("textbox", { name: "Long Description" }));
    await user.paste("Just typed");
    let settled: SettledBody | undefined;
    await act(async () => {
      settled = await settleRef.current?.settle();
    });
    expect(settled).toEqual({ body: "Just typed" });
  });

  it("waits for an image still uploading, then gives the body with it", async () => {
    const settleRef = createRef<BodySettle>() as React.RefObject<BodySettle | null>;
    render(withEnglish(<Harness initial="Before the picture" settleRef={settleRef} />));
    const xhr = await pickImage(png());
    let settled: SettledBody | undefined;
    let done = false;
    const settling = settleRef.current?.settle().then((result) => {
      settled = result;
      done = true;
    });
    await act(async () => undefined);
    expect(done).toBe(false);
    await act(async () => {
      xhr.respond(201, { url: URL_ });
      await settling;
    });
    expect(settled).toEqual({ body: `Before the picture\n\n![](${URL_})` });
  });

  it("refuses to save when an image it waited for failed to upload: the text stays, the image did not come", async () => {
    const settleRef = createRef<BodySettle>() as React.RefObject<BodySettle | null>;
    render(withEnglish(<Harness initial="Before the picture" settleRef={settleRef} />));
    const xhr = await pickImage(png("broken.png"));
    let settled: SettledBody | undefined;
    const settling = settleRef.current?.settle().then((result) => {
      settled = result;
    });
    await act(async () => {
      xhr.respond(413, { message: "The image is too large." });
      await settling;
    });
    expect(settled).toEqual({ problem: IMAGE_NOT_UPLOADED });
    expect(screen.getByRole("textbox", { name: "Long Description" })).toHaveTextContent("Before the picture");
  });

  it("in the Markdown view gives the form's value, which that view edits", async () => {
    const settleRef = createRef<BodySettle>() as React.RefObject<BodySettle | null>;
    render(withEnglish(<Harness initial="# Kept" settleRef={settleRef} />));
    const user = userEvent.setup();
    await user.click(screen.getByRole("tab", { name: "Markdown" }));
    const source = screen.getByRole("textbox", { name: "Long Description" });
    await user.clear(source);
    await user.type(source, "Edited as *Markdown*");
    let settled: SettledBody | undefined;
    await act(async () => {
      settled = await settleRef.current?.settle();
    });
    expect(settled).toEqual({ body: "Edited as *Markdown*" });
  });
});
