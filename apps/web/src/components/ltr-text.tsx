// A value read left to right whatever the page's direction: a card number, an amount, a date and time, a code.
// Right to left (Arabic), the page's order would move its runs of digits around the stars, dashes and spaces
// between them (2206******522483 would show as 522483******2206). Isolated, it shows as written; a name in
// Arabic inside it still reads right to left.
import type { ReactNode } from 'react';

export function LtrText({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
