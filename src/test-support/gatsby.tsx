/** Gatsby's Link and navigate for component tests: a plain anchor and a recorded navigation. */
import type { ReactNode } from "react";

export const navigate = jest.fn();

export function Link({ to, children, ...rest }: { to: string; children?: ReactNode; [key: string]: unknown }) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

export const graphql = () => undefined;
export const useStaticQuery = jest.fn();
