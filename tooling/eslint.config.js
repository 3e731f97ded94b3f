import { arcadeConfig } from "./eslint/config.js";

export default arcadeConfig(import.meta.dirname);
