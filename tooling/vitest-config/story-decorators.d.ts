import type { ComponentType, ReactElement } from 'react';

/** Story decorator: renders the story on a right-to-left page (`dir="rtl"`). */
export declare function rightToLeft(Story: ComponentType): ReactElement;
