import { defineConformance } from '#testing/game-conformance/runner';

/** The conformance suite against the AMB common flow adapter (scenarios: testing/conformance.scenarios.ts). */
defineConformance('AMB');
