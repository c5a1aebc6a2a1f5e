/** The withdrawal state machine lives with the contracts, where the client's actions read it too. */
export * from '../../src/contracts/withdrawalMachine.ts';
