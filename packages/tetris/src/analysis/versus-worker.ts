// The versus bot in a Web Worker: `new Worker(new URL("../analysis/versus-worker.ts",
// import.meta.url), { type: "module" })`. Post a VersusBotRequest ({ kind: "start", seed, strength }
// once, then { kind: "plan", key, position } whenever the bot's position changes); the worker
// answers each plan with { key, actions }. Its own file, so the advisor's worker.ts stays as it is.
import { VersusBotBrain, type VersusBotRequest } from "./versus-bot.ts";

interface WorkerScope {
  addEventListener(type: "message", listener: (event: { data: VersusBotRequest }) => void): void;
  postMessage(message: unknown): void;
}

const scope = globalThis as unknown as WorkerScope;
const brain = new VersusBotBrain();
scope.addEventListener("message", (event) => {
  const reply = brain.handle(event.data);
  if (reply) scope.postMessage(reply);
});
