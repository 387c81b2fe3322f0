// The inquiry form's rules, kept pure: what the customer must fix before sending (the contract's
// limits: one to 20 projects, a message of at most 5,000 characters, which may be empty), the
// request in the order the projects were listed, and a guard that sends one inquiry per dialog
// however often the button is pressed.
import type { CreateInquiryRequest } from '@kubik/contract/inquiries';
import { maxInquiryMessage, maxInquiryProjects } from '@kubik/contract/inquiry-limits';

export interface InquiryForm {
  /** The ids of the projects ticked. */
  selected: ReadonlySet<string>;
  message: string;
}

export type InquiryFormProblem = 'noProject' | 'tooManyProjects' | 'messageTooLong';

export function inquiryFormProblems(form: InquiryForm): InquiryFormProblem[] {
  const problems: InquiryFormProblem[] = [];
  if (form.selected.size === 0) problems.push('noProject');
  if (form.selected.size > maxInquiryProjects) problems.push('tooManyProjects');
  if (form.message.trim().length > maxInquiryMessage) problems.push('messageTooLong');
  return problems;
}

/** The request: the ticked projects in the order they were listed, the message trimmed. */
export function inquiryRequest(form: InquiryForm, listed: readonly { projectId: string }[]): CreateInquiryRequest {
  return {
    projectIds: listed.map((p) => p.projectId).filter((id) => form.selected.has(id)),
    message: form.message.trim(),
  };
}

/**
 * Runs `work` once: a call while it runs gets the same answer, a call after it succeeded gets that
 * answer again without running it; only a failure lets the next call try again. A double click
 * therefore sends one inquiry, and a retry after a refusal sends a new attempt.
 */
export function sendOnce<T>(): (work: () => Promise<T>) => Promise<T> {
  let pending: Promise<T> | null = null;
  return (work) => {
    if (pending) return pending;
    const attempt = work();
    pending = attempt;
    attempt.catch(() => {
      if (pending === attempt) pending = null;
    });
    return attempt;
  };
}
