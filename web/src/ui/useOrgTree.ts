// The org tree for a component: loaded once per mount, answered from the API cache after that.
import { useEffect, useState } from 'react';
import type { TreeCompany } from '@contract/entities';
import { loadOrgTree } from '../state/orgTree';

export function useOrgTree(): { tree: TreeCompany[]; loaded: boolean } {
  const [state, setState] = useState<{ tree: TreeCompany[]; loaded: boolean }>({ tree: [], loaded: false });
  useEffect(() => {
    let live = true;
    void loadOrgTree().then((tree) => {
      if (live) setState({ tree: tree ?? [], loaded: true });
    });
    return () => {
      live = false;
    };
  }, []);
  return state;
}
