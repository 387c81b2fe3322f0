// <model-viewer> (Google's web component, @google/model-viewer) in JSX: the attributes Kubik sets.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type ModelViewerAttributes = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  src?: string;
  'ios-src'?: string;
  alt?: string;
  // A property of the element (React and Preact set it as one): a boolean, not the attribute's text.
  ar?: boolean;
  'ar-modes'?: string;
  'ar-scale'?: 'auto' | 'fixed';
  'ar-placement'?: 'floor' | 'wall';
  'camera-controls'?: string;
  'touch-action'?: string;
  'shadow-intensity'?: string;
  'environment-image'?: string;
  loading?: 'auto' | 'lazy' | 'eager';
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'model-viewer': ModelViewerAttributes;
    }
  }
}
