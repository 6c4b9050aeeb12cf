// A refund workflow as the Refunds tab's view icon opens it (spec part 2 §2, §3 "Refund workflow", §4, §6):
// the requested refund, the booking it is for, and its task history; for a checker, while it is pending
// with them, Approve (when the server allows it; the amount and the booking are confirmed at a second click)
// and Reject (a comment is required).

import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import { groupLabel, taskLabel, workflowStatusLabel } from '@merchant-portal/contracts/labels';
import {
  BOOKING_MESSAGES,
  approveConfirmation,
  PENDING_WITH_CHECKER,
  type RefundWorkflow,
  type WorkflowTask,
} from '@merchant-portal/contracts/schemas/bookings';
import { canonicalUsername } from '@merchant-portal/contracts/schemas/users';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import type { TFunction } from 'i18next';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { DetailList } from '../../../components/detail-list';
import { LtrText } from '../../../components/ltr-text';
import { translateText } from '../../../lib/i18n';
import { decideRefund, type RefundDecision } from '../api/decide-refund';
import { BOOKINGS_KEY } from '../api/get-booking-history';
import { useWorkflowTasks } from '../api/get-workflow-tasks';
import { formatAmount, formatTimestamp, hasEndedSession, orDash } from '../format';
import { BookingDetails, DetailsSection, translatedRows } from './booking-details';
import { failureMessage, isSameText, serverReason } from './failure-message';
import { RecordDialog } from './record-dialog';
import { moneyText } from '../../../lib/figures';

/** A task's status: open until a user acts on it, then the workflow's words (Completed, Rejected). */
const taskStatusText = (status: string): string =>
  status === 'OPEN' ? phrase('Open') : workflowStatusLabel(status);

/**
 * The task history's columns: DataTable shows their headers in the screen's language, the words by `t`; who
 * acted, when and what they wrote keep their own order.
 */
const taskColumns = (t: TFunction): DataColumn<WorkflowTask>[] => [
  { header: phrase('Task'), cell: (task) => t(taskLabel(task.taskName)) },
  { header: phrase('Group'), cell: (task) => t(groupLabel(task.assignedGroup)) },
  { header: phrase('Status'), cell: (task) => t(taskStatusText(task.status)) },
  { header: phrase('Acted By'), cell: (task) => <LtrText>{orDash(task.actedBy)}</LtrText> },
  { header: phrase('Acted At'), cell: (task) => <LtrText>{formatTimestamp(task.actedAt)}</LtrText> },
  { header: phrase('Comment'), cell: (task) => <LtrText>{orDash(task.comment)}</LtrText> },
  { header: phrase('Created Date'), cell: (task) => <LtrText>{formatTimestamp(task.createdDate)}</LtrText> },
];

function TaskHistory({ workflowId }: { workflowId: string }) {
  const { t } = useTranslation();
  const tasks = useWorkflowTasks(workflowId);
  if (tasks.isPending) return <LinearProgress aria-label={t('Loading the task history')} />;
  if (tasks.isError) return <Alert severity="error">{t(BOOKING_MESSAGES.fetchFailed)}</Alert>;
  if (tasks.data.length === 0)
    return <Typography color="text.secondary">{t(BOOKING_MESSAGES.noItems)}</Typography>;
  return (
    <DataTable
      label={phrase('Task history')}
      columns={taskColumns(t)}
      rows={tasks.data}
      rowKey={(task) => task.id}
    />
  );
}

const SUCCESS: Record<RefundDecision, string> = {
  COMPLETED: BOOKING_MESSAGES.approved,
  REJECTED: BOOKING_MESSAGES.rejected,
};
/** Refusals about the workflow itself: its task could not be completed, whatever the refund. */
const WORKFLOW_REFUSALS: readonly string[] = [BOOKING_MESSAGES.notPending, BOOKING_MESSAGES.noSuchWorkflow];

/**
 * The spec's text (English) for a failed decision (part 2 §8); the server's reason, in either language, goes
 * under it.
 */
export function decisionFailureText(decision: RefundDecision, error: unknown): string {
  if (decision === 'REJECTED') return BOOKING_MESSAGES.rejectFailed;
  const reason = serverReason(error, BOOKING_MESSAGES.approveFailed);
  return reason !== null && WORKFLOW_REFUSALS.some((refusal) => isSameText(reason, refusal))
    ? BOOKING_MESSAGES.completeFailed
    : BOOKING_MESSAGES.approveFailed;
}

export interface WorkflowDialogProps {
  workflow: RefundWorkflow;
  isChecker: boolean;
  username: string;
  onClose: () => void;
  /** The decision was taken: the workflow as it now stands, until the reloaded list has it. */
  onDecided: (workflow: RefundWorkflow) => void;
}

export function WorkflowDialog({ workflow, isChecker, username, onClose, onDecided }: WorkflowDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [comment, setComment] = useState('');
  const [isCommentMissing, setCommentMissing] = useState(false);
  const [isConfirmingApproval, setConfirmingApproval] = useState(false);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const data = workflow.workflowData;

  const decide = useMutation({
    mutationFn: (decision: RefundDecision) => decideRefund(workflow.workflowId, decision, username, comment),
    onSuccess: (_message, decision) => {
      enqueueSnackbar(t(SUCCESS[decision]), { variant: 'success' });
      onDecided({
        ...workflow,
        applicationStatus: decision,
        decisionComment: comment.trim() || null,
        workflowLastUpdatedBy: username,
      });
    },
    onError: (error, decision) => {
      if (hasEndedSession(error)) return;
      enqueueSnackbar(failureMessage(error, decisionFailureText(decision, error)), { variant: 'error' });
    },
    // The booking's refunds, the workflow list and its tasks all change with a decision.
    onSettled: () => queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY }),
  });

  const isPending = workflow.applicationStatus === PENDING_WITH_CHECKER;
  const canDecide = isChecker && isPending;
  const isOwnRequest = canonicalUsername(workflow.workflowCreatedBy) === canonicalUsername(username);
  const busy = decide.isPending;

  const reject = () => {
    if (comment.trim() === '') {
      setCommentMissing(true);
      commentRef.current?.focus();
      return;
    }
    decide.mutate('REJECTED');
  };

  const request: ReadonlyArray<readonly [string, string]> = [
    [phrase('Booking Ref No'), data.bookingRefNo],
    [phrase('Status'), t(workflowStatusLabel(workflow.applicationStatus))],
    [phrase('Refund Amount'), formatAmount(data.refundAmount, data.refundCurrency)],
    [phrase('Comment'), orDash(data.comment)],
    [phrase('Requested By'), orDash(data.commentedBy || workflow.workflowCreatedBy)],
    [phrase('Requested At'), formatTimestamp(data.commentedAt || workflow.workflowCreatedDate)],
    [phrase('Updated By'), orDash(workflow.workflowLastUpdatedBy)],
    [phrase('Updated Date'), formatTimestamp(workflow.workflowLastUpdatedDate)],
    ...(workflow.decisionComment ? [[phrase('Checker Comment'), workflow.decisionComment] as const] : []),
  ];

  return (
    <RecordDialog
      title={phrase('View Refund Request')}
      onClose={onClose}
      busyLabel={busy ? phrase('Sending the decision') : null}
      actions={
        <>
          {canDecide && data.canApprove && (
            <Button
              variant="contained"
              color="success"
              disabled={busy}
              onClick={() => setConfirmingApproval(true)}
            >
              {t('Approve')}
            </Button>
          )}
          {canDecide && (
            <Button variant="contained" color="error" disabled={busy} onClick={reject}>
              {t('Reject')}
            </Button>
          )}
        </>
      }
      after={
        <ConfirmDialog
          open={isConfirmingApproval}
          text={translateText(
            approveConfirmation(moneyText(data.refundAmount, data.refundCurrency), data.bookingRefNo),
          )}
          confirmLabel={t('Approve refund')}
          confirmColor="success"
          onCancel={() => setConfirmingApproval(false)}
          onConfirm={() => {
            setConfirmingApproval(false);
            decide.mutate('COMPLETED');
          }}
        />
      }
    >
      <Stack spacing={3}>
        <DetailsSection title={phrase('REFUND REQUEST')}>
          <DetailList label={t('Refund request')} rows={translatedRows(request, t)} />
        </DetailsSection>
        <BookingDetails booking={data} />
        <DetailsSection title={phrase('TASK HISTORY')}>
          <TaskHistory workflowId={workflow.workflowId} />
        </DetailsSection>
        {canDecide && (
          <DetailsSection title={phrase('CHECKER DECISION')}>
            <Stack spacing={2}>
              {!data.canApprove && isOwnRequest && (
                <Alert severity="info">{t(BOOKING_MESSAGES.ownRequest)}</Alert>
              )}
              <TextField
                label={t('Comment')}
                value={comment}
                multiline
                minRows={2}
                error={isCommentMissing}
                helperText={isCommentMissing ? t(BOOKING_MESSAGES.fillComments) : t('Required to reject')}
                onChange={(event) => {
                  setComment(event.target.value);
                  if (event.target.value.trim() !== '') setCommentMissing(false);
                }}
                inputRef={commentRef}
                slotProps={{
                  htmlInput: { maxLength: 500 },
                  formHelperText: isCommentMissing ? { role: 'alert' } : {},
                }}
              />
            </Stack>
          </DetailsSection>
        )}
      </Stack>
    </RecordDialog>
  );
}
