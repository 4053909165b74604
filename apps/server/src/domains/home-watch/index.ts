// The home-watch domain's public face: what other domains may use (docs/architecture.md, "Rules that keep the shape").
export type { PropertyRow } from './properties-repository.js';
export { visitPlanStopped } from './home-watch-events.js';
