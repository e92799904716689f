import { stubApi } from "@test/web/apiStub";
import { withQueryClient } from "@test/web/renderWithAuth";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import toast from "react-hot-toast";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NewsletterSection } from "./NewsletterSection";

// jsdom cannot run the Toaster (no matchMedia); what matters is which toast the form raises.
vi.mock("react-hot-toast", () => ({ default: { success: vi.fn(), error: vi.fn() } }));

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function setup() {
  render(withQueryClient(<NewsletterSection />));
  return {
    input: screen.getByLabelText("Email address") as HTMLInputElement,
    button: () => screen.getByRole("button", { name: /Subscrib/u }),
  };
}

describe("Newsletter", () => {
  it("refuses an address without the text@text.text shape, without calling the server", async () => {
    const api = stubApi(() => ({ json: { message: "ok" } }));
    const { input, button } = setup();
    fireEvent.change(input, { target: { value: "  not-an-email@x " } });
    fireEvent.click(button());
    // The toast library loads with the first toast, so the toast follows a moment later.
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Please enter a valid email address.", expect.anything()),
    );
    expect(api.calls).toHaveLength(0);
  });

  it("locks the form while subscribing, then thanks the reader and clears the field", async () => {
    const api = stubApi(() => ({
      status: 201,
      json: { message: "Thank you for subscribing to our newsletter!", confirm: "Check your inbox to confirm." },
    }));
    const { input, button } = setup();
    fireEvent.change(input, { target: { value: " reader@example.com " } });
    fireEvent.click(button());
    expect(await screen.findByRole("button", { name: "Subscribing..." })).toBeDisabled();
    expect(input).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByRole("status")).toHaveTextContent("");
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(toast.success).toHaveBeenCalledWith("Thank you for subscribing to our newsletter!", expect.anything());
    // Double opt-in: beside SPEC's toast, the server's next step stays under the form.
    expect(screen.getByRole("status")).toHaveTextContent("Check your inbox to confirm.");
    expect(input).toHaveValue("");
    expect(input).toBeEnabled();
    expect(button()).toHaveTextContent("Subscribe");
    expect(api.calls[0]).toMatchObject({ method: "POST", path: "/newsletter", body: { email: "reader@example.com" } });
  });

  it("reports a failed subscription", async () => {
    stubApi(() => ({ status: 500, json: { message: "down" } }));
    const { input, button } = setup();
    fireEvent.change(input, { target: { value: "reader@example.com" } });
    fireEvent.click(button());
    await act(() => vi.advanceTimersByTimeAsync(1200));
    expect(toast.error).toHaveBeenCalledWith("Subscription failed. Please try again later.", expect.anything());
    expect(input).toHaveValue("reader@example.com");
    expect(screen.getByRole("status")).toHaveTextContent("");
  });
});
