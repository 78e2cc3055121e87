import type { ComponentType } from 'react';
import {
  BellIcon, BoxIcon, CalendarIcon, CameraIcon, ChartIcon, CloudOffIcon, FolderIcon, NotebookIcon, QrIcon, ScanIcon,
  SparklesIcon, TrophyIcon,
} from '../../components/icons';

export interface LandingFeature {
  /** Under `features.items.<key>` in the `landing` namespace. */
  key: string;
  icon: ComponentType<{ size?: number }>;
  premium?: boolean;
}

/** The spec's feature list (section 1), in the order a keeper meets them. */
export const LANDING_FEATURES: readonly LandingFeature[] = [
  { key: 'logs', icon: NotebookIcon },
  { key: 'charts', icon: ChartIcon },
  { key: 'reminders', icon: BellIcon },
  { key: 'inventory', icon: BoxIcon },
  { key: 'offline', icon: CloudOffIcon },
  { key: 'qr', icon: QrIcon },
  { key: 'ocr', icon: ScanIcon },
  { key: 'calendar', icon: CalendarIcon },
  { key: 'achievements', icon: TrophyIcon },
  { key: 'contest', icon: CameraIcon },
  { key: 'collections', icon: FolderIcon, premium: true },
  { key: 'insights', icon: SparklesIcon, premium: true },
];
