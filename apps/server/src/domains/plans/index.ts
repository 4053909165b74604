// The plans domain's public face: what other domains may use (docs/architecture.md, "Rules that keep the shape").
export { runPlanSweep } from './plan-sweep.js';
