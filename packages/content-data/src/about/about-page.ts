import { type ConstitutionExtract, constitutionExtracts } from './constitution-extracts';

/** The texts of /about, /objective and /readmore. */
export interface AboutPage {
  /** Paragraphs on the association's history and who it represents. */
  background: string[];
  /** The mission statement. */
  mission: string;
  /** The aim statement. */
  aim: string;
  /** The vision statement. */
  vision: string;
  /** The eleven objectives of Article 10 of the constitution, in order. */
  objectives: string[];
  /** Summarised Articles shown on /readmore. */
  constitutionExtracts: readonly ConstitutionExtract[];
}

/** The about page's texts. */
export const aboutPage: AboutPage = {
  background: [
    'The Clinical Officers Association of Zambia (COAZ) is the professional body of clinical officers, medical licentiates and other mid-level clinical practitioners in Zambia. It speaks for them, supports their development and looks after their welfare.',
    'Clinical officers have served Zambia since before independence. Today they are the second-largest group of health professionals in the country and carry much of primary and district hospital care, especially in rural and hard-to-reach areas.',
    "The association is non-partisan and non-profit. Members elect its leaders at national, provincial and district level, and its constitution, adopted in 2025, sets out members' rights, duties and the way the association is governed.",
  ],
  mission:
    'To bring together the clinical officers and mid-level clinical practitioners of every province, speak for them, and further their careers, growth and well-being.',
  aim: 'To be the recognised voice and professional home of clinical officers and mid-level practitioners: standing up for their dignity and rights, their training and good standing with the regulator, and the difference they make to the health and development of Zambia.',
  vision: 'Every Zambian within reach of a skilled, respected and well-supported clinical officer.',
  objectives: [
    'Advocate for the professional recognition, protection and career progression of clinical officers and mid-level clinical practitioners.',
    "Raise the standard of members' ethics and clinical practice, and make lifelong learning through CPD part of every career.",
    'Engage government, regulators, institutions and partners on matters that affect health care and clinical officer practice.',
    'Safeguard the welfare, rights and working conditions of members.',
    'Contribute to making, carrying out and reviewing health and education policies at national and local level.',
    'Strengthen the unity, discipline and professional identity of members.',
    'Work with colleges and universities on what clinical officers and mid-level practitioners are taught and how they are trained on the wards.',
    'Build local and international partnerships that strengthen the role of clinical officers in health care.',
    'Publish research findings, policy briefs and working papers that inform policy and the public.',
    'Advocate in matters of health on behalf of patients and communities.',
    'Carry out any other work that helps achieve these objectives.',
  ],
  constitutionExtracts,
};
