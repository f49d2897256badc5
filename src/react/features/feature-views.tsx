// The features' routes for the router's view table: each view renders from its
// feature's chunk, with a skeleton while it loads and a retry if it fails.
import type { ComponentType } from 'react';
import type { AccountFeature, ViewName } from '../../state/shared';
import type { MessageKey } from '../i18n/catalogue';
import { useT } from '../i18n/useT';
import { ChunkLoadFailed } from '../ui/ChunkLoadFailed';
import { lazyComponent, useLazyComponent, type LazyComponent } from '../ui/lazy-component';
import { Skeleton } from '../ui/Skeleton';
import { FEATURES, type Feature } from './registry';

export interface FeatureRoute {
  titleKey: MessageKey;
  component: ComponentType;
}

/** One route of a feature: its component, picked from the feature's chunk once loaded. */
export function lazyFeatureView(feature: Feature, view: ViewName): { lazy: LazyComponent<object>; component: ComponentType } {
  const lazy = lazyComponent(async () => {
    const component = (await feature.load()).views[view];
    if (!component) throw new Error(`${view} is not in its feature's chunk`);
    return component;
  });
  function FeatureView() {
    const t = useT();
    const { Component, failed, retry } = useLazyComponent(lazy);
    if (failed) return <ChunkLoadFailed onRetry={retry} />;
    return Component ? <Component /> : <Skeleton label={t('modal.loading')} />;
  }
  return { lazy, component: FeatureView };
}

const lazyViews = new Map<ViewName, LazyComponent<object>>();

/** Every feature view of this build, by route, for the router's view table. */
export const FEATURE_ROUTES: Partial<Record<ViewName, FeatureRoute>> = {};

for (const feature of Object.values(FEATURES)) {
  for (const [view, titleKey] of Object.entries(feature.titles) as [ViewName, MessageKey][]) {
    const { lazy, component } = lazyFeatureView(feature, view);
    lazyViews.set(view, lazy);
    FEATURE_ROUTES[view] = { titleKey, component };
  }
}

/** Starts loading a feature's chunk (pointer over or focus on its button); if it fails, the view reports it when opened. */
export function preloadFeature(name: AccountFeature) {
  const start = FEATURES[name]?.start;
  void (
    start &&
    lazyViews
      .get(start)
      ?.load()
      .catch(() => undefined)
  );
}
