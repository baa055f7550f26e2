/**
 * The report flow's id and version, apart from its schemas (flow.ts): the dashboard's "continue"
 * link reads the draft without bringing zod and the claim rules to the dashboard.
 */
export const REPORT_FLOW_ID = 'report-claim';
export const REPORT_FLOW_VERSION = 2;
