// fixed reference data built in code, not stored

interface CategoryNode {
  id: number;
  label: string;
  title: string;
  description: string;
  parent: number | null;
  progress: number;
  children: CategoryNode[];
}

const NQS: [string, [string, string[]][]][] = [
  [
    'Educational program and practice',
    [
      ['Program', ['Approved learning framework', 'Child-centred', 'Program learning opportunities']],
      ['Practice', ['Intentional teaching', 'Responsive teaching and scaffolding', 'Child directed learning']],
      ['Assessment and planning', ['Assessment and planning cycle', 'Critical reflection', 'Information for families']],
    ],
  ],
  [
    "Children's health and safety",
    [
      ['Health', ['Wellbeing and comfort', 'Health practices and procedures', 'Healthy lifestyle']],
      ['Safety', ['Supervision', 'Incident and emergency management', 'Child protection']],
    ],
  ],
  [
    'Physical environment',
    [
      ['Design', ['Fit for purpose', 'Upkeep', 'Accessible spaces']],
      ['Use', ['Inclusive environment', 'Resources support play-based learning', 'Environmentally responsible']],
    ],
  ],
  [
    'Staffing arrangements',
    [
      ['Staffing arrangements', ['Organisation of educators', 'Continuity of staff', 'Qualified educators']],
      ['Professionalism', ['Professional collaboration', 'Professional standards', 'Professional learning']],
    ],
  ],
  [
    'Relationships with children',
    [
      [
        'Relationships between educators and children',
        ['Positive educator to child interactions', 'Dignity and rights of the child', 'Responsive engagement'],
      ],
      ['Relationships between children', ['Collaborative learning', 'Self-regulation', 'Inclusion of peers']],
    ],
  ],
  [
    'Collaborative partnerships with families and communities',
    [
      [
        'Supportive relationships with families',
        ['Engagement with the service', 'Parent views are respected', 'Families are supported'],
      ],
      ['Collaborative partnerships', ['Transitions', 'Access and participation', 'Community engagement']],
    ],
  ],
  [
    'Governance and leadership',
    [
      ['Governance', ['Service philosophy and purpose', 'Management systems', 'Roles and responsibilities']],
      ['Leadership', ['Continuous improvement', 'Educational leadership', 'Development of professionals']],
    ],
  ],
];

interface Question {
  id: number;
  type: string;
  center_id: number | null;
  user_id: number | null;
  qc_id: number;
  notes: string;
  title: string;
  category_id: number;
  description: string;
  yes_description: string;
  no_description: string;
  na_description: string;
  cqr_id: number | null;
  taskCount: number;
  /** 0 not started, 1 in progress, 2 met (the spec does not give its meaning; this is ours). */
  status: number;
  evidence: { tasks: Task[]; evidenceDocs: { attachment_id: number }[] };
  strategy: { tasks: Task[]; downloadResources: { attachment_id: number }[] };
}
interface Task {
  id: number;
  name: string;
  due: string;
  summary: string;
  assignee: string;
  center_id: number | null;
  status: number;
  question_id: number;
}

/** Sub-level (element) id: area*100 + level*10 + sub; level (standard) id: area*10 + level; areas 1-7. */
function buildTree(): { roots: CategoryNode[]; byId: Map<number, CategoryNode>; questions: Question[] } {
  const byId = new Map<number, CategoryNode>();
  const questions: Question[] = [];
  let taskId = 0;
  const roots = NQS.map(([areaTitle, levels], ai) => {
    const area = ai + 1;
    const root: CategoryNode = {
      id: area,
      label: String(area),
      title: `Quality Area ${area}`,
      description: areaTitle,
      parent: null,
      progress: 0,
      children: levels.map(([levelTitle, subs], li) => {
        const levelId = area * 10 + li + 1;
        const level: CategoryNode = {
          id: levelId,
          label: `${area}.${li + 1}`,
          title: `Standard ${area}.${li + 1}`,
          description: levelTitle,
          parent: area,
          progress: 0,
          children: subs.map((subTitle, si) => {
            const subId = levelId * 10 + si + 1;
            const label = `${area}.${li + 1}.${si + 1}`;
            for (let k = 0; k < 2; k++) {
              const qid = subId * 10 + k + 1;
              const status = (subId + k) % 3;
              const mkTask = (name: string): Task => ({
                id: ++taskId,
                name,
                due: `2026-${String(((subId + k) % 12) + 1).padStart(2, '0')}-15`,
                summary: `${name} for element ${label}.`,
                assignee: 'Educational leader',
                center_id: null,
                status: status === 2 ? 1 : 0,
                question_id: qid,
              });
              questions.push({
                id: qid,
                type: 'nqs',
                center_id: null,
                user_id: null,
                qc_id: subId,
                notes: '',
                title:
                  k === 0
                    ? `How does the service demonstrate: ${subTitle.toLowerCase()}?`
                    : `Is there evidence of ${subTitle.toLowerCase()} in daily practice?`,
                category_id: subId,
                description: `Element ${label}: ${subTitle}.`,
                yes_description: 'The service meets this element; evidence is recorded.',
                no_description: 'The service does not yet meet this element; add it to the QIP.',
                na_description: 'Not applicable to this service type.',
                cqr_id: null,
                taskCount: 1,
                status,
                evidence: { tasks: [mkTask('Collect evidence')], evidenceDocs: [] },
                strategy: { tasks: [], downloadResources: [] },
              });
            }
            return {
              id: subId,
              label,
              title: `Element ${label}`,
              description: subTitle,
              parent: levelId,
              progress: 0,
              children: [],
            };
          }),
        };
        return level;
      }),
    };
    return root;
  });
  const progress = (node: CategoryNode): [number, number] => {
    let met = 0;
    let total = 0;
    if (node.children.length === 0) {
      const qs = questions.filter((q) => q.category_id === node.id);
      met = qs.filter((q) => q.status === 2).length;
      total = qs.length;
    }
    for (const c of node.children) {
      const [m, t] = progress(c);
      met += m;
      total += t;
    }
    node.progress = total ? Math.round((met / total) * 100) : 0;
    byId.set(node.id, node);
    return [met, total];
  };
  roots.forEach(progress);
  return { roots, byId, questions };
}

export const TREE = buildTree();
