// A payroll run was finalised, an adjustment added, or a sale or refund moved the commission ledger (/payroll).
export const payrollTopics = ['payroll'] as const;
