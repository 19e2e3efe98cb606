import { defineConformance } from '#testing/game-conformance/runner';

/** The conformance suite against the AMB common flow adapter (scenarios: conformance.scenarios.ts). */
defineConformance('AMB');
