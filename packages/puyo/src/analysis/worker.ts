// The calculator's Web Worker entry: `new Worker(new URL("../analysis/worker.ts", import.meta.url),
// { type: "module" })`, post a CalculatorRequest, receive progress and the result. Terminate the
// worker to cancel (see calculator-service.ts).
import { CalculatorService, type CalculatorRequest } from "./calculator-service.ts";

const scope = globalThis as unknown as { postMessage(message: unknown): void; onmessage: ((event: { data: CalculatorRequest }) => void) | null };
const service = new CalculatorService((message) => scope.postMessage(message));
scope.onmessage = (event) => service.handle(event.data);
