import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { AddReptilePage } from '../../app/features/reptiles/add-reptile-page';
import { EditReptilePage } from '../../app/features/reptiles/edit-reptile-page';
import { ReptileDetailsPage } from '../../app/pages/reptile-details/reptile-details-page';

/** The reptile screens (add, details, edit) as the app routes them, with any further `<Route>`s a test needs. */
export function ReptileRoutes({ children }: { children?: ReactNode }) {
  return (
    <Routes>
      <Route path="/reptiles/add" element={<AddReptilePage />} />
      <Route path="/reptiles/:id" element={<ReptileDetailsPage />} />
      <Route path="/reptiles/:id/edit" element={<EditReptilePage />} />
      {children}
    </Routes>
  );
}
