//
//  ViewController.swift
//  TemplateKiosk
//

import UIKit

class ViewController: UIViewController {
    override class var actionTable: ActionTable {
        super.actionTable.on(Selector("checkIn"), ViewController.checkIn)
    }


    let countLabel = UILabel()
    let checkInButton = UIButton(type: .system)
    private(set) var visitors = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        countLabel.text = "No visitors yet"
        countLabel.font = .systemFont(ofSize: 28, weight: .semibold)
        countLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(countLabel)

        checkInButton.setTitle("Check in", for: .normal)
        checkInButton.titleLabel?.font = .systemFont(ofSize: 22)
        checkInButton.addTarget(self, action: Selector("checkIn"), for: .touchUpInside)
        checkInButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(checkInButton)

        NSLayoutConstraint.activate([
            countLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            countLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor, constant: -30),
            checkInButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            checkInButton.topAnchor.constraint(equalTo: countLabel.bottomAnchor, constant: 20),
        ])
    }

    func checkIn() {
        visitors += 1
        countLabel.text = visitors == 1 ? "1 visitor" : "\(visitors) visitors"
    }
}

