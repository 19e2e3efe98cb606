import { defineConformance } from '#testing/game-conformance/runner';

/** The conformance suite against the PG Soft-like per-spin adapter (scenarios: testing/conformance.scenarios.ts). */
defineConformance('PGSOFT');
