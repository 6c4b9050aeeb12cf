// A refund workflow as the Refunds tab's view icon opens it (spec part 2 §2, §3 "Refund workflow", §4, §6):
// the requested refund, the booking it is for, and its task history; for a checker, while it is pending
// with them, Approve (when the server allows it; the amount and the booking are confirmed at a second click)
// and Reject (a comment is required).
import { formatMoney } from '@merchant-portal/contracts/format';
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
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { DetailList } from '../../../components/detail-list';
import { decideRefund, type RefundDecision } from '../api/decide-refund';
import { BOOKINGS_KEY } from '../api/get-booking-history';
import { useWorkflowTasks } from '../api/get-workflow-tasks';
import { formatAmount, formatTimestamp, hasEndedSession, orDash } from '../format';
import { BookingDetails, DetailsSection } from './booking-details';
import { failureMessage, serverReason } from './failure-message';
import { RecordDialog } from './record-dialog';

const TASK_COLUMNS: DataColumn<WorkflowTask>[] = [
  { header: 'Task', cell: (task) => taskLabel(task.taskName) },
  { header: 'Group', cell: (task) => groupLabel(task.assignedGroup) },
  { header: 'Status', cell: (task) => workflowStatusLabel(task.status) },
  { header: 'Acted By', cell: (task) => orDash(task.actedBy) },
  { header: 'Acted At', cell: (task) => formatTimestamp(task.actedAt) },
  { header: 'Comment', cell: (task) => orDash(task.comment) },
  { header: 'Created Date', cell: (task) => formatTimestamp(task.createdDate) },
];

function TaskHistory({ workflowId }: { workflowId: string }) {
  const tasks = useWorkflowTasks(workflowId);
  if (tasks.isPending) return <LinearProgress aria-label="Loading the task history" />;
  if (tasks.isError) return <Alert severity="error">{BOOKING_MESSAGES.fetchFailed}</Alert>;
  if (tasks.data.length === 0)
    return <Typography color="text.secondary">{BOOKING_MESSAGES.noItems}</Typography>;
  return (
    <DataTable label="Task history" columns={TASK_COLUMNS} rows={tasks.data} rowKey={(task) => task.id} />
  );
}

const SUCCESS: Record<RefundDecision, string> = {
  COMPLETED: BOOKING_MESSAGES.approved,
  REJECTED: BOOKING_MESSAGES.rejected,
};
/** Refusals about the workflow itself: its task could not be completed, whatever the refund. */
const WORKFLOW_REFUSALS: ReadonlySet<string> = new Set([
  BOOKING_MESSAGES.notPending,
  BOOKING_MESSAGES.noSuchWorkflow,
]);

/** The spec's text for a failed decision (part 2 §8); the server's reason goes under it. */
export function decisionFailureText(decision: RefundDecision, error: unknown): string {
  if (decision === 'REJECTED') return BOOKING_MESSAGES.rejectFailed;
  const reason = serverReason(error, BOOKING_MESSAGES.approveFailed);
  return reason !== null && WORKFLOW_REFUSALS.has(reason)
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
  const queryClient = useQueryClient();
  const [comment, setComment] = useState('');
  const [isCommentMissing, setCommentMissing] = useState(false);
  const [isConfirmingApproval, setConfirmingApproval] = useState(false);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const data = workflow.workflowData;

  const decide = useMutation({
    mutationFn: (decision: RefundDecision) => decideRefund(workflow.workflowId, decision, username, comment),
    onSuccess: (_message, decision) => {
      enqueueSnackbar(SUCCESS[decision], { variant: 'success' });
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
    ['Booking Ref No', data.bookingRefNo],
    ['Status', workflowStatusLabel(workflow.applicationStatus)],
    ['Refund Amount', formatAmount(data.refundAmount, data.refundCurrency)],
    ['Comment', orDash(data.comment)],
    ['Requested By', orDash(data.commentedBy || workflow.workflowCreatedBy)],
    ['Requested At', formatTimestamp(data.commentedAt || workflow.workflowCreatedDate)],
    ['Updated By', orDash(workflow.workflowLastUpdatedBy)],
    ['Updated Date', formatTimestamp(workflow.workflowLastUpdatedDate)],
    ...(workflow.decisionComment ? [['Checker Comment', workflow.decisionComment] as const] : []),
  ];

  return (
    <RecordDialog
      title="View Refund Request"
      onClose={onClose}
      busyLabel={busy ? 'Sending the decision' : null}
      actions={
        <>
          {canDecide && data.canApprove && (
            <Button
              variant="contained"
              color="success"
              disabled={busy}
              onClick={() => setConfirmingApproval(true)}
            >
              Approve
            </Button>
          )}
          {canDecide && (
            <Button variant="contained" color="error" disabled={busy} onClick={reject}>
              Reject
            </Button>
          )}
        </>
      }
      after={
        <ConfirmDialog
          open={isConfirmingApproval}
          text={approveConfirmation(formatMoney(data.refundAmount, data.refundCurrency), data.bookingRefNo)}
          confirmLabel="Approve refund"
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
        <DetailsSection title="REFUND REQUEST">
          <DetailList label="Refund request" rows={request} />
        </DetailsSection>
        <BookingDetails booking={data} />
        <DetailsSection title="TASK HISTORY">
          <TaskHistory workflowId={workflow.workflowId} />
        </DetailsSection>
        {canDecide && (
          <DetailsSection title="CHECKER DECISION">
            <Stack spacing={2}>
              {!data.canApprove && isOwnRequest && (
                <Alert severity="info">{BOOKING_MESSAGES.ownRequest}</Alert>
              )}
              <TextField
                label="Comment"
                value={comment}
                multiline
                minRows={2}
                error={isCommentMissing}
                helperText={isCommentMissing ? BOOKING_MESSAGES.fillComments : 'Required to reject'}
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
