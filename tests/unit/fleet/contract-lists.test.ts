// @vitest-environment node
// The engine uses the contract's lists of fault codes and scenario names (the cockpit offers the
// same ones); the order of the codes is the order spontaneous faults are drawn in.
import { describe, expect, it } from 'vitest';
import * as contract from '../../../contract/index';
import { FAULTS, FAULT_CODES, SCENARIO_NAMES, isFaultCode, isScenarioName } from '../../../sim-server/src/fleet/index';

describe('one list of codes and names', () => {
  it('is the contract’s, with a definition for every fault code in the same order', () => {
    expect(FAULT_CODES).toBe(contract.FAULT_CODES);
    expect(SCENARIO_NAMES).toBe(contract.SCENARIO_NAMES);
    expect(Object.keys(FAULTS)).toEqual([...contract.FAULT_CODES]);
    expect(contract.FAULT_CODES.every(isFaultCode)).toBe(true);
    expect(isFaultCode('toString')).toBe(false);
    expect(contract.SCENARIO_NAMES.every(isScenarioName)).toBe(true);
    expect(isScenarioName('alien-invasion')).toBe(false);
  });
});
