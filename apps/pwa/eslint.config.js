import { arcadeConfig } from "@arcade/tooling/eslint";

// The app is browser code; its storage and routing rules are plain logic tested in Node.
export default arcadeConfig(import.meta.dirname);
