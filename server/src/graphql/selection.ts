import { Kind, type FieldNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';

type Fragments = Record<string, FragmentDefinitionNode>;

function collect(set: SelectionSetNode | undefined, fragments: Fragments, visit: (field: FieldNode) => void): void {
  if (!set) return;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) visit(selection);
    else if (selection.kind === Kind.INLINE_FRAGMENT) collect(selection.selectionSet, fragments, visit);
    else collect(fragments[selection.name.value]?.selectionSet, fragments, visit);
  }
}

/**
 * The fields the operation selects inside `parents` (fragments and inline fragments expanded,
 * aliases and @skip/@include ignored, so a superset of what is resolved), grouped by field
 * name: the nodes of one name under several aliases are merged.
 */
export function selectedFields(parents: readonly FieldNode[], fragments: Fragments): Map<string, FieldNode[]> {
  const out = new Map<string, FieldNode[]>();
  for (const parent of parents) {
    collect(parent.selectionSet, fragments, (field) => {
      const list = out.get(field.name.value);
      if (list) list.push(field);
      else out.set(field.name.value, [field]);
    });
  }
  return out;
}

/** The nodes of the field reached from `parents` by the names in `path` (none when it is not selected). */
export function fieldsAt(parents: readonly FieldNode[], fragments: Fragments, path: readonly string[]): FieldNode[] {
  let nodes: readonly FieldNode[] = parents;
  for (const name of path) nodes = selectedFields(nodes, fragments).get(name) ?? [];
  return [...nodes];
}
