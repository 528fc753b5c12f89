/**
 * The demo games' one way in (decision 026). Startup, the test suite's global setup and the scripts seed through
 * this file; nothing outside `data/` reaches further into the generator (the architecture test checks it). The
 * simulator, beside the demo in `data/`, replays the generated plan and may read the generator's files directly.
 */
export { DEMO_TIME_ZONE } from './generate.ts'
export { DatabaseNotEmptyError, type DemoSummary, isDatabaseEmpty, type SeedDemoOptions, seedDemo } from './seed.ts'
