// What component tests get for `vi.mock("@web/lib/alerts", () => import("@test/web/alertsMock"))`:
// alerts recorded, never shown, never confirmed. Here, not in src: no test code ships beside the product.
import { vi } from "vitest";

export const showAlert = vi.fn(async () => ({ isConfirmed: false }));
export const showTimedAlert = vi.fn(async () => ({ isConfirmed: false }));
