/** Typings for the self-hosted ALTCHA web component as this app uses it. */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        challenge?: string;
        auto?: 'off' | 'onfocus' | 'onload' | 'onsubmit';
        language?: string;
        name?: string;
        type?: 'native' | 'checkbox' | 'switch';
        configuration?: string;
      };
    }
  }
}

declare module 'altcha/i18n/bg';
