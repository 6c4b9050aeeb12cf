// The payment open in a list screen's details panel lives in the page's URL (`?payment=<id>`), so a link
// opens it and Back closes it. Only that key is touched: the list keeps its own keys of the same query string.
import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

export const PAYMENT_PARAM = 'payment';

/** How many history entries back the list is without a payment (none when a link opened the panel). */
interface PanelHistory {
  paymentsOpened: number;
}

function openedCountOf(state: unknown): number {
  const count = (state as Partial<PanelHistory> | null)?.paymentsOpened;
  return typeof count === 'number' && count > 0 ? count : 0;
}

export interface OpenPayment {
  /** The id in the URL, as given (the panel checks it); null when no payment is open. */
  paymentId: string | null;
  /** Shows that payment: a new history entry, so Back returns to what was shown before. */
  open: (id: string) => void;
  /** Closes the panel, leaving every other key of the URL as it is. */
  close: () => void;
}

export function useOpenPayment(): OpenPayment {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const opened = openedCountOf(location.state);

  const isOpen = searchParams.has(PAYMENT_PARAM);
  const open = useCallback(
    (id: string) => {
      // From the list, one entry back closes the panel; from a payment opened here, one more. A payment opened
      // from a link has no list behind it to go back to.
      const count = isOpen ? (opened > 0 ? opened + 1 : 0) : 1;
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(PAYMENT_PARAM, id);
          return next;
        },
        { state: count > 0 ? ({ paymentsOpened: count } satisfies PanelHistory) : null },
      );
    },
    [isOpen, opened, setSearchParams],
  );

  const close = useCallback(() => {
    // Opened from the list: going back to it closes the panel and leaves no entry that Back would open
    // again. Opened from a link: the entry loses its payment in place.
    if (opened > 0) {
      void navigate(-opened);
      return;
    }
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PAYMENT_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [opened, navigate, setSearchParams]);

  return { paymentId: searchParams.get(PAYMENT_PARAM), open, close };
}
