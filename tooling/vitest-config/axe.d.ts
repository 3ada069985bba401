/** Runs axe on a rendered element and throws a readable error listing every violation. */
export declare function expectNoAxeViolations(element: Element): Promise<void>;
