// A view that throws while rendering (data it cannot show) leaves the rest of the modal
// working: its place shows the reason and Try again, and the host hears a RenderError.
import { Component, type ReactNode } from 'react';
import { createError } from '../../services/errors';
import { reportError } from '../../state/events';
import { FailedPart } from './FailedPart';

export class ViewErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    reportError(createError('RenderError', { cause: error, message: error instanceof Error ? error.message : undefined }));
  }

  override render() {
    return this.state.failed ? (
      <FailedPart messageKey="error.render" onRetry={() => this.setState({ failed: false })} />
    ) : (
      this.props.children
    );
  }
}
